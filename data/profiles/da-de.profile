# anna profile da-de: the Danish text's mix (2009-DK E2.1, docs/rules.md VOC-2):
# Danish file names and pieces, German numerals for the ranks. Everything
# not listed here comes from the base profile da. Format: docs/profiles.md.
base = da

# Ranks 1..8 in German, counted from White's side
rank.1 = eins
rank.2 = zwei
rank.3 = drei
rank.4 = vier
rank.5 = fünf
rank.6 = sechs
rank.7 = sieben
rank.8 = acht

# Pronunciation fixes: the Danish voice reads the German numerals as
# Danish spelling ("zwei" as "svei"); these phonemes make it say them in
# German. Used only for synthesis, never in the text.
fix.eins = 'aIns
fix.zwei = tsv'aI
fix.drei = dR'aI
fix.vier = f'i:r
fix.fünf = f'ynf
fix.sechs = z'Eks
fix.sieben = z'i:b@n
fix.acht = 'axt
