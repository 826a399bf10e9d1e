/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_movegen.c: legal move generation against perft tables,
 * the oracle for move generators. Counts: the chessprogramming wiki "Perft
 * Results" page (start, Kiwipete, positions 3 to 6), Martin Sedlak's
 * TalkChess suite (en passant, castling and promotion traps), and
 * positions of our own checked against Stockfish 15.1 `go perft`.
 *
 * Run with --slow for the deep entries (ctest label "slow").
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "core/fen.h"
#include "core/movegen.h"

struct perft_case {
	const char *name;
	const char *fen;
	unsigned depth;
	uint64_t nodes;
};

/* Shallow: the whole table runs in well under a second (unit label). */
static const struct perft_case shallow[] = {
	{ "start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 20 },
	{ "start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 2, 400 },
	{ "start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902 },
	{ "start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281 },
	{ "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 1, 48 },
	{ "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2039 },
	{ "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862 },
	{ "position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 1, 14 },
	{ "position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 2, 191 },
	{ "position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3, 2812 },
	{ "position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43238 },
	{ "position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624 },
	{ "position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 1, 6 },
	{ "position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 2, 264 },
	{ "position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467 },
	{ "position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, 422333 },
	{ "position 4 mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 1, 6 },
	{ "position 4 mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 2, 264 },
	{ "position 4 mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 3, 9467 },
	{ "position 4 mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4, 422333 },
	{ "position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 1, 44 },
	{ "position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2, 1486 },
	{ "position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379 },
	{ "position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 1, 46 },
	{ "position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 2, 2079 },
	{ "position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3, 89890 },
	{ "castling gives check (rook pin of castled king side)", "1k6/1b6/8/8/7R/8/8/4K2R b K - 0 1", 1, 13 },
	{ "castling gives check (rook pin of castled king side)", "1k6/1b6/8/8/7R/8/8/4K2R b K - 0 1", 2, 284 },
	{ "castling gives check (rook pin of castled king side)", "1k6/1b6/8/8/7R/8/8/4K2R b K - 0 1", 3, 3529 },
	{ "castling gives check (rook pin of castled king side)", "1k6/1b6/8/8/7R/8/8/4K2R b K - 0 1", 4, 85765 },
	{ "castling gives check (rook pin of castled king side)", "1k6/1b6/8/8/7R/8/8/4K2R b K - 0 1", 5, 1063513 },
	{ "illegal ep 1", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 1, 18 },
	{ "illegal ep 1", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 2, 92 },
	{ "illegal ep 1", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 3, 1670 },
	{ "illegal ep 1", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 4, 10138 },
	{ "illegal ep 1", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 5, 185429 },
	{ "illegal ep 1", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1134888 },
	{ "illegal ep 2", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 1, 13 },
	{ "illegal ep 2", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 2, 102 },
	{ "illegal ep 2", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 3, 1266 },
	{ "illegal ep 2", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 4, 10276 },
	{ "illegal ep 2", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 5, 135655 },
	{ "illegal ep 2", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1015133 },
	{ "ep capture checks opponent", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 1, 15 },
	{ "ep capture checks opponent", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 2, 126 },
	{ "ep capture checks opponent", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 3, 1928 },
	{ "ep capture checks opponent", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 4, 13931 },
	{ "ep capture checks opponent", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 5, 206379 },
	{ "ep capture checks opponent", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1440467 },
	{ "short castling gives check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 1, 15 },
	{ "short castling gives check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 2, 66 },
	{ "short castling gives check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 3, 1198 },
	{ "short castling gives check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 4, 6399 },
	{ "short castling gives check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 5, 120330 },
	{ "short castling gives check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661072 },
	{ "long castling gives check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 1, 16 },
	{ "long castling gives check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 2, 71 },
	{ "long castling gives check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 3, 1286 },
	{ "long castling gives check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 4, 7418 },
	{ "long castling gives check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 5, 141077 },
	{ "long castling gives check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 6, 803711 },
	{ "castle rights", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 1, 26 },
	{ "castle rights", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 2, 1141 },
	{ "castle rights", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 3, 27826 },
	{ "castle rights", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1274206 },
	{ "castling prevented", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 1, 44 },
	{ "castling prevented", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 2, 1494 },
	{ "castling prevented", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 3, 50509 },
	{ "promote out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 1, 11 },
	{ "promote out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 2, 133 },
	{ "promote out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 3, 1442 },
	{ "promote out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 4, 19174 },
	{ "promote out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 5, 266199 },
	{ "discovered check", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 1, 29 },
	{ "discovered check", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 2, 165 },
	{ "discovered check", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 3, 5160 },
	{ "discovered check", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 4, 31961 },
	{ "discovered check", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 5, 1004658 },
	{ "promote to give check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 1, 9 },
	{ "promote to give check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 2, 40 },
	{ "promote to give check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 3, 472 },
	{ "promote to give check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 4, 2661 },
	{ "promote to give check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 5, 38983 },
	{ "promote to give check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217342 },
	{ "underpromote to give check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 1, 6 },
	{ "underpromote to give check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 2, 27 },
	{ "underpromote to give check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 3, 273 },
	{ "underpromote to give check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 4, 1329 },
	{ "underpromote to give check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 5, 18135 },
	{ "underpromote to give check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92683 },
	{ "self stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 1, 2 },
	{ "self stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 2, 6 },
	{ "self stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 3, 13 },
	{ "self stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 4, 63 },
	{ "self stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 5, 382 },
	{ "self stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2217 },
	{ "stalemate and checkmate 1", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 1, 10 },
	{ "stalemate and checkmate 1", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 2, 25 },
	{ "stalemate and checkmate 1", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 3, 268 },
	{ "stalemate and checkmate 1", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 4, 926 },
	{ "stalemate and checkmate 1", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 5, 10857 },
	{ "stalemate and checkmate 1", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 6, 43261 },
	{ "stalemate and checkmate 1", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 7, 567584 },
	{ "stalemate and checkmate 2", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 1, 37 },
	{ "stalemate and checkmate 2", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 2, 183 },
	{ "stalemate and checkmate 2", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 3, 6559 },
	{ "stalemate and checkmate 2", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23527 },
	{ "promotions", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 1, 24 },
	{ "promotions", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 2, 496 },
	{ "promotions", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 3, 9483 },
	{ "promotions", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 4, 182838 },
	{ "ep horizontal pin", "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", 1, 4 },
	{ "ep horizontal pin", "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", 2, 68 },
	{ "ep horizontal pin", "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", 3, 317 },
	{ "ep horizontal pin", "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", 4, 5850 },
	{ "ep horizontal pin", "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", 5, 33070 },
	{ "ep evades pawn check", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", 1, 9 },
	{ "ep evades pawn check", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", 2, 50 },
	{ "ep evades pawn check", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", 3, 379 },
	{ "ep evades pawn check", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", 4, 2369 },
	{ "ep evades pawn check", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", 5, 17879 },
	{ "ep captured pawn pinned on diagonal", "8/8/8/8/k2Pp3/8/8/4K2B b - d3 0 1", 1, 7 },
	{ "ep captured pawn pinned on diagonal", "8/8/8/8/k2Pp3/8/8/4K2B b - d3 0 1", 2, 67 },
	{ "ep captured pawn pinned on diagonal", "8/8/8/8/k2Pp3/8/8/4K2B b - d3 0 1", 3, 452 },
	{ "ep captured pawn pinned on diagonal", "8/8/8/8/k2Pp3/8/8/4K2B b - d3 0 1", 4, 5174 },
	{ "ep captured pawn pinned on diagonal", "8/8/8/8/k2Pp3/8/8/4K2B b - d3 0 1", 5, 34890 },
	{ "queenside castling with b1 attacked", "4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1", 1, 23 },
	{ "queenside castling with b1 attacked", "4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1", 2, 392 },
	{ "queenside castling with b1 attacked", "4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1", 3, 8710 },
	{ "queenside castling with b1 attacked", "4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1", 4, 140156 },
	{ "castling through check", "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", 1, 22 },
	{ "castling through check", "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", 2, 363 },
	{ "castling through check", "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", 3, 7899 },
	{ "castling through check", "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", 4, 122635 },
	{ "pinned knight cannot block", "4k3/8/8/8/1b6/8/3N4/r3K2R w K - 0 1", 1, 2 },
	{ "pinned knight cannot block", "4k3/8/8/8/1b6/8/3N4/r3K2R w K - 0 1", 2, 54 },
	{ "pinned knight cannot block", "4k3/8/8/8/1b6/8/3N4/r3K2R w K - 0 1", 3, 1210 },
	{ "pinned knight cannot block", "4k3/8/8/8/1b6/8/3N4/r3K2R w K - 0 1", 4, 28352 },
	{ "ep rank pin after both pawns leave", "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1", 1, 6 },
	{ "ep rank pin after both pawns leave", "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1", 2, 130 },
	{ "ep rank pin after both pawns leave", "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1", 3, 857 },
	{ "ep rank pin after both pawns leave", "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1", 4, 20606 },
	{ "ep rank pin after both pawns leave", "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1", 5, 122897 },
	{ "ep opens a diagonal to the king", "8/8/1k6/8/3Pp3/8/5B2/4K3 b - d3 0 1", 1, 8 },
	{ "ep opens a diagonal to the king", "8/8/1k6/8/3Pp3/8/5B2/4K3 b - d3 0 1", 2, 71 },
	{ "ep opens a diagonal to the king", "8/8/1k6/8/3Pp3/8/5B2/4K3 b - d3 0 1", 3, 503 },
	{ "ep opens a diagonal to the king", "8/8/1k6/8/3Pp3/8/5B2/4K3 b - d3 0 1", 4, 5638 },
	{ "ep opens a diagonal to the king", "8/8/1k6/8/3Pp3/8/5B2/4K3 b - d3 0 1", 5, 37419 },
	{ "double check", "4k3/8/8/b7/8/8/8/3rK2R w K - 0 1", 1, 3 },
	{ "double check", "4k3/8/8/b7/8/8/8/3rK2R w K - 0 1", 2, 64 },
	{ "double check", "4k3/8/8/b7/8/8/8/3rK2R w K - 0 1", 3, 922 },
	{ "double check", "4k3/8/8/b7/8/8/8/3rK2R w K - 0 1", 4, 18841 },
};

/* Deep: the published headline counts (slow label). */
static const struct perft_case deep[] = {
	{ "start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609 },
	{ "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603 },
	{ "position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487 },
	{ "position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4, 3894594 },
	{ "castling prevented", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1720476 },
	{ "promote out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3821001 },
	{ "promotions", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 5, 3605103 },
	{ "promotions", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 6, 71179139 },
	{ "position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15833292 },
	{ "position 4 mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 5, 15833292 },
	{ "position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 89941194 },
	{ "position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5, 164075551 },
	{ "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690 },
	{ "position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 178633661 },
	{ "start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119060324 },
};

static bool run_slow;

static void run_table(const struct perft_case *cases, size_t n)
{
	int failed = 0;
	for (size_t i = 0; i < n; i++) {
		struct anna_position pos, before;
		struct anna_error err;
		if (anna_fen_read(&pos, cases[i].fen, &err) != ANNA_OK) {
			char msg[256];
			anna_error_debug(&err, msg, sizeof(msg));
			print_error("%s: FEN rejected: %s\n", cases[i].name, msg);
			failed++;
			continue;
		}
		before = pos;
		uint64_t got = anna_perft(&pos, cases[i].depth);
		if (got != cases[i].nodes) {
			print_error("%s depth %u: %llu nodes, expected %llu\n",
				    cases[i].name, cases[i].depth,
				    (unsigned long long)got,
				    (unsigned long long)cases[i].nodes);
			failed++;
		}
		/* perft restores the position exactly */
		if (memcmp(&pos, &before, sizeof(pos)) != 0) {
			print_error("%s: position changed by perft\n", cases[i].name);
			failed++;
		}
	}
	assert_int_equal(failed, 0);
}

static void test_perft_shallow(void **state)
{
	(void)state;
	run_table(shallow, sizeof(shallow) / sizeof(shallow[0]));
}

static void test_perft_deep(void **state)
{
	(void)state;
	if (!run_slow)
		skip();
	run_table(deep, sizeof(deep) / sizeof(deep[0]));
}

static void test_perft_depth_zero(void **state)
{
	(void)state;
	struct anna_position pos;
	anna_position_start(&pos);
	assert_int_equal(anna_perft(&pos, 0), 1);
}

static struct anna_position from_fen(const char *fen)
{
	struct anna_position pos;
	struct anna_error err;
	assert_int_equal(anna_fen_read(&pos, fen, &err), ANNA_OK);
	return pos;
}

static bool has_move(const struct anna_position *pos, const char *uci)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	for (size_t i = 0; i < n; i++) {
		char buf[6];
		if (strcmp(anna_move_uci(moves[i], buf), uci) == 0)
			return true;
	}
	return false;
}

/* MOV-5: not out of, through or into check; rights and empty squares. */
static void test_castling_rules(void **state)
{
	(void)state;
	struct anna_position pos = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
	assert_true(has_move(&pos, "e1g1"));
	assert_true(has_move(&pos, "e1c1"));
	/* f1 attacked: no O-O; b1 attacked does not stop O-O-O */
	pos = from_fen("4k3/8/8/8/8/8/1r3r2/R3K2R w KQ - 0 1");
	assert_false(has_move(&pos, "e1g1"));
	assert_true(has_move(&pos, "e1c1"));
	/* g1 attacked: no O-O */
	pos = from_fen("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1");
	assert_false(has_move(&pos, "e1g1"));
	/* in check: neither */
	pos = from_fen("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
	assert_false(has_move(&pos, "e1g1"));
	assert_false(has_move(&pos, "e1c1"));
	/* b1 occupied: no O-O-O */
	pos = from_fen("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1");
	assert_false(has_move(&pos, "e1c1"));
	/* no right: no castling */
	pos = from_fen("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1");
	assert_false(has_move(&pos, "e1g1"));
	assert_true(has_move(&pos, "e1c1"));
}

/* MOV-4: en passant only on the next move, and not when it exposes the
 * king along the fifth rank. */
static void test_en_passant_rules(void **state)
{
	(void)state;
	struct anna_position pos = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
	assert_true(has_move(&pos, "e5d6"));
	pos = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2");
	assert_false(has_move(&pos, "e5d6"));
	pos = from_fen("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2");
	assert_false(has_move(&pos, "b5c6"));
	/* the double-pushed pawn gives check: taking it en passant evades */
	pos = from_fen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
	assert_true(has_move(&pos, "e4d3"));
}

/* MOV-4: a promotion offers all four pieces, with and without capture. */
static void test_promotions(void **state)
{
	(void)state;
	struct anna_position pos = from_fen("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
	const char *expect[] = { "a7a8q", "a7a8r", "a7a8b", "a7a8n",
				 "a7b8q", "a7b8r", "a7b8b", "a7b8n" };
	for (size_t i = 0; i < sizeof(expect) / sizeof(expect[0]); i++)
		assert_true(has_move(&pos, expect[i]));
	uint16_t m = anna_move_new(ANNA_SQ(0, 6), ANNA_SQ(1, 7),
				   anna_move_promotion_flags(ANNA_KNIGHT, true));
	assert_true(anna_movegen_is_legal(&pos, m));
	assert_int_equal(anna_move_promotion(m), ANNA_KNIGHT);
	assert_true(anna_move_is_capture(m));
	/* the same move without the capture flag is not a legal move */
	m = anna_move_new(ANNA_SQ(0, 6), ANNA_SQ(1, 7),
			  anna_move_promotion_flags(ANNA_KNIGHT, false));
	assert_false(anna_movegen_is_legal(&pos, m));
}

static void test_mate_and_stalemate(void **state)
{
	(void)state;
	uint16_t moves[ANNA_MAX_MOVES];
	/* fool's mate */
	struct anna_position pos = from_fen(
		"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
	assert_int_equal(anna_movegen_legal(&pos, moves), 0);
	assert_true(anna_position_in_check(&pos));
	pos = from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
	assert_int_equal(anna_movegen_legal(&pos, moves), 0);
	assert_false(anna_position_in_check(&pos));
}

/* The most moves known in a legal position: 218. */
static void test_max_moves(void **state)
{
	(void)state;
	uint16_t moves[ANNA_MAX_MOVES];
	struct anna_position pos = from_fen(
		"R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1");
	assert_int_equal(anna_movegen_legal(&pos, moves), 218);
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		if (strcmp(argv[i], "--slow") == 0)
			run_slow = true;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_perft_depth_zero),
		cmocka_unit_test(test_perft_shallow),
		cmocka_unit_test(test_perft_deep),
		cmocka_unit_test(test_castling_rules),
		cmocka_unit_test(test_en_passant_rules),
		cmocka_unit_test(test_promotions),
		cmocka_unit_test(test_mate_and_stalemate),
		cmocka_unit_test(test_max_moves),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
