/*
 * hall/www/hall.js: the hall page (docs/hall.md). Three pages share it:
 * the overview of every board (index.html), one board (board.html?board=N)
 * and the opponent display (display.html?board=N). It subscribes to the
 * boards' retained topics over MQTT-over-WebSocket (mqtt.js) and renders
 * them; every word comes from words.json, which `anna hall words` writes
 * from the profile (words are data, as everywhere in anna).
 */
'use strict';

const hall = {
  words: {},
  client: null,
  boards: new Map(),     /* key "event/board" -> state */
  alarms: new Map(),     /* key -> alarm text last announced */
  moves: [],             /* board page: SAN moves */
  lastSeq: 0,            /* display page: last `say` shown */
  cmdSeq: 0,
};

const FLAG_NEAR_MS = 60000;

function w(key, ...args) {
  let s = hall.words[key];
  if (s === undefined) return key;
  args.forEach((a, i) => { s = s.split('{' + (i + 1) + '}').join(String(a)); });
  return s;
}

function param(name) { return new URLSearchParams(location.search).get(name); }

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

function applyWords() {
  document.documentElement.lang = w('hall.page.lang');
  document.querySelectorAll('[data-word]').forEach((e) => { e.textContent = w(e.dataset.word); });
}

/* Milliseconds as h:mm:ss (or m:ss under an hour), never negative. */
function clockText(ms) {
  const t = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(t / 3600), m = Math.floor((t % 3600) / 60), s = t % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/* The time left now, counted down from the instant the board read it. */
function left(st, side) {
  const c = st.clock || {};
  const ms = side === 'white' ? c.white_ms : c.black_ms;
  if (c.running !== side) return ms;
  return ms - Math.max(0, Date.now() - c.read_at);
}

/* Why a board needs the arbiter, in words, or null. Most urgent first. */
function alarmOf(st) {
  if (st.online === false) return w('hall.page.alarm_offline');
  if (st.state === 'arbiter' || (st.decisions && st.decisions.length)) {
    const d = st.decisions && st.decisions[0];
    return d ? w('hall.page.alarm_decision', d.id, d.text) : w('hall.page.alarm_arbiter');
  }
  if (st.drift) return w('hall.page.alarm_drift', st.drift_text || '');
  const missing = (st.devices || []).filter((d) => !d.present).map((d) => d.role);
  if (missing.length) return w('hall.page.alarm_device', missing.join(', '));
  if (st.state === 'running' && st.clock && st.clock.running) {
    if (left(st, st.clock.running) < FLAG_NEAR_MS)
      return w('hall.page.alarm_flag', w('hall.page.' + st.clock.running));
  }
  return null;
}

function stateText(st) {
  if (st.online === false) return w('hall.page.state_offline');
  let s = w('hall.page.state_' + st.state);
  if (st.state === 'ended') s += ' ' + (st.result || '') + (st.result_reason ? ' (' + st.result_reason + ')' : '');
  else if (st.state === 'running') s += ', ' + w('hall.page.to_move', w('hall.page.' + st.to_move));
  return s;
}

/* Board names in natural order: 2 before 10. */
function byBoard(a, b) {
  return a.board.localeCompare(b.board, undefined, { numeric: true });
}

function announce(text) {
  const a = document.getElementById('alerts');
  if (a) a.appendChild(el('p', text));
}

/* Announces each new alarm once; true when any board's alarm changed. */
function noteAlarms() {
  let changed = false;
  for (const [key, st] of hall.boards) {
    const text = alarmOf(st);
    if (hall.alarms.get(key) !== text) {
      changed = true;
      if (text) announce(w('hall.page.board_alarm', st.board, text));
    }
    hall.alarms.set(key, text);
  }
  return changed;
}

/* The clocks tick in place, so focus and the screen reader's place stay. */
function tickClocks() {
  document.querySelectorAll('#boards tbody tr').forEach((tr) => {
    const st = [...hall.boards.values()].find((b) => b.board === tr.dataset.board);
    if (!st) return;
    tr.querySelectorAll('td.clock').forEach((td) => {
      const ms = left(st, td.dataset.side);
      td.textContent = clockText(ms);
      td.classList.toggle('low', ms < FLAG_NEAR_MS);
    });
  });
}

/* ---- the overview -------------------------------------------------------- */

function renderOverview() {
  const body = document.querySelector('#boards tbody');
  const list = [...hall.boards.values()].sort((a, b) => {
    const aa = alarmOf(a) ? 0 : 1, ab = alarmOf(b) ? 0 : 1;
    return aa - ab || byBoard(a, b);
  });
  const focused = document.activeElement && document.activeElement.closest('tr');
  const keep = focused && focused.dataset.board;
  body.replaceChildren();
  for (const st of list) {
    const tr = el('tr');
    tr.dataset.board = st.board;
    const alarm = alarmOf(st);
    if (alarm) tr.className = 'alarm';
    const th = el('th');
    th.scope = 'row';
    const a = el('a', st.board);
    a.href = 'board.html?board=' + encodeURIComponent(st.board) + '&event=' + encodeURIComponent(st.event);
    th.appendChild(a);
    tr.appendChild(th);
    tr.appendChild(el('td', alarm || w('hall.page.no_alarm'), alarm ? 'alarm-text' : null));
    tr.appendChild(el('td', st.white || ''));
    tr.appendChild(el('td', st.black || ''));
    for (const side of ['white', 'black']) {
      const ms = left(st, side);
      const td = el('td', clockText(ms), 'clock');
      if (st.clock && st.clock.running === side) td.classList.add('running');
      if (ms < FLAG_NEAR_MS) td.classList.add('low');
      td.dataset.side = side;
      tr.appendChild(td);
    }
    tr.appendChild(el('td', stateText(st)));
    tr.appendChild(el('td', st.last_move ? st.last_move.san : ''));
    body.appendChild(tr);
    if (keep === st.board) a.focus();
  }
}

/* ---- one board ------------------------------------------------------------- */

const PIECES = { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘', P: '♙',
                 k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' };
const NAMES = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };

function renderPosition(fen) {
  const table = document.getElementById('position');
  table.replaceChildren();
  const cap = el('caption', w('hall.page.position_caption'));
  table.appendChild(cap);
  const rows = (fen || '').split(' ')[0].split('/');
  if (rows.length !== 8) return;
  const head = el('tr');
  head.appendChild(el('td'));
  for (const f of 'abcdefgh') { const th = el('th', f); th.scope = 'col'; head.appendChild(th); }
  table.appendChild(head);
  rows.forEach((row, r) => {
    const rank = 8 - r;
    const tr = el('tr');
    const th = el('th', String(rank));
    th.scope = 'row';
    tr.appendChild(th);
    let file = 0;
    for (const ch of row) {
      if (/[1-8]/.test(ch)) {
        for (let i = 0; i < Number(ch); i++) tr.appendChild(square(file++, rank, null));
      } else {
        tr.appendChild(square(file++, rank, ch));
      }
    }
    table.appendChild(tr);
  });
  document.getElementById('fen').textContent = fen;
}

function square(file, rank, piece) {
  const name = 'abcdefgh'[file] + rank;
  const td = el('td', piece ? PIECES[piece] : '');
  td.classList.add((file + rank) % 2 === 1 ? 'dark' : 'light'); // a1 (0 + 1) is dark
  const side = piece ? (piece === piece.toUpperCase() ? 'white' : 'black') : null;
  td.setAttribute('aria-label', piece
    ? w('hall.page.square_piece', name, w('hall.page.' + side), w('hall.page.piece_' + NAMES[piece.toUpperCase()]))
    : w('hall.page.square_empty', name));
  return td;
}

/* The SAN moves of a PGN's movetext (comments, numbers, NAGs, result dropped). */
function pgnMoves(pgn) {
  const text = pgn.replace(/^\[.*\]\s*$/gm, '').replace(/\{[^}]*\}/g, ' ').replace(/\([^)]*\)/g, ' ');
  return text.split(/\s+/).filter((t) => t && !/^\d+\.+$/.test(t) && !/^\$\d+$/.test(t) &&
    !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t)).map((t) => t.replace(/^\d+\.+/, ''));
}

function renderMoves() {
  const ol = document.getElementById('moves');
  ol.replaceChildren();
  for (let i = 0; i < hall.moves.length; i += 2) {
    const black = hall.moves[i + 1];
    ol.appendChild(el('li', hall.moves[i] + (black ? '  ' + black : '')));
  }
}

function renderBoard(st) {
  document.title = w('hall.page.board_heading', st.board);
  document.getElementById('heading').textContent = w('hall.page.board_heading', st.board);
  const dl = document.getElementById('players');
  dl.replaceChildren();
  const row = (k, v, cls) => { dl.appendChild(el('dt', k)); dl.appendChild(el('dd', v, cls)); };
  row(w('hall.page.white'), st.white || '');
  row(w('hall.page.black'), st.black || '');
  row(w('hall.page.clock_white'), clockText(left(st, 'white')), 'clock');
  row(w('hall.page.clock_black'), clockText(left(st, 'black')), 'clock');
  row(w('hall.page.state'), stateText(st));
  row(w('hall.page.last_move'), st.last_move ? st.last_move.san : '');
  const ul = document.getElementById('decisions');
  ul.replaceChildren();
  if (!st.decisions || !st.decisions.length) ul.appendChild(el('li', w('hall.page.no_decisions')));
  for (const d of st.decisions || []) {
    const li = el('li', w('hall.page.decision', d.id, d.text));
    if (st.hall_commands && sessionStorage.getItem('anna-user')) {
      for (const cmd of ['confirm', 'override']) {
        const b = el('button', w('hall.page.' + cmd));
        b.type = 'button';
        b.addEventListener('click', () => sendCommand(st, cmd, { id: String(d.id) }));
        li.appendChild(document.createTextNode(' '));
        li.appendChild(b);
      }
    }
    ul.appendChild(li);
  }
  renderPosition(st.fen);
}

function sendCommand(st, cmd, args) {
  const id = 'page-' + Date.now() + '-' + (++hall.cmdSeq);
  const topic = `anna/${st.event}/${st.board}/cmd`;
  hall.client.publish(topic, JSON.stringify({ id, cmd, args }), { qos: 1 });
  document.getElementById('reply').textContent = w('hall.page.sent', cmd);
}

/* ---- the opponent display ------------------------------------------------ */

function renderSay(say) {
  if (say.seq <= hall.lastSeq || say.listener === 'arbiter') return;
  hall.lastSeq = say.seq;
  const now = document.getElementById('now');
  if (now.textContent) {
    const ol = document.getElementById('earlier');
    ol.insertBefore(el('li', now.textContent), ol.firstChild);
    while (ol.children.length > 8) ol.removeChild(ol.lastChild);
  }
  now.textContent = say.text;
}

/* ---- the connection ------------------------------------------------------ */

function topicParts(topic) {
  const p = topic.split('/'); /* anna/<event>/<board>/<part> */
  return p.length === 4 ? { event: p[1], board: p[2], part: p[3] } : null;
}

function onMessage(topic, payload) {
  const t = topicParts(topic);
  if (!t) return;
  const key = t.event + '/' + t.board;
  const page = document.body.dataset.page;
  let msg = null;
  if (t.part !== 'pgn' && t.part !== 'online') {
    try { msg = JSON.parse(payload); } catch (e) { return; }
    if (!msg || msg.schema !== 1) return;
  }
  const st = hall.boards.get(key) || { event: t.event, board: t.board };
  if (t.part === 'state') {
    const online = st.online;
    Object.assign(st, msg);
    if (online !== undefined) st.online = online;
    hall.boards.set(key, st);
  } else if (t.part === 'online') {
    st.online = payload === '1';
    if (st.state) hall.boards.set(key, st);
  } else if (t.part === 'pgn' && page === 'board') {
    hall.moves = pgnMoves(payload);
    renderMoves();
    return;
  } else if (t.part === 'ply' && page === 'board') {
    if (msg.ply === hall.moves.length + 1) { hall.moves.push(msg.san); renderMoves(); }
    return;
  } else if (t.part === 'say' && page === 'display') {
    renderSay(msg);
    return;
  } else if (t.part === 'reply' && page === 'board') {
    document.getElementById('reply').textContent = msg.text || '';
    return;
  } else {
    return;
  }
  if (!hall.boards.has(key)) return;
  noteAlarms();
  if (page === 'overview') renderOverview();
  else if (page === 'board') renderBoard(hall.boards.get(key));
}

function setLink(up) {
  const p = document.getElementById('link');
  p.textContent = w(up ? 'hall.page.connected' : 'hall.page.disconnected');
  p.classList.toggle('down', !up);
}

function connect() {
  const cfg = window.ANNA_HALL || {};
  const url = param('broker') || cfg.broker || `ws://${location.host}`;
  const event = param('event') || cfg.event || '+';
  const board = param('board') || '+';
  const page = document.body.dataset.page;
  const parts = page === 'overview' ? ['state', 'online']
    : page === 'board' ? ['state', 'online', 'pgn', 'ply', 'reply'] : ['say'];
  const opts = { reconnectPeriod: 2000, connectTimeout: 5000, clean: true };
  const user = sessionStorage.getItem('anna-user');
  if (user) { opts.username = user; opts.password = sessionStorage.getItem('anna-password') || ''; }
  if (hall.client) hall.client.end(true);
  hall.client = mqtt.connect(url, opts);
  hall.client.on('connect', () => {
    setLink(true);
    for (const part of parts) hall.client.subscribe(`anna/${event}/${board}/${part}`, { qos: 0 });
  });
  hall.client.on('close', () => setLink(false));
  hall.client.on('message', (topic, payload) => onMessage(topic, payload.toString()));
  if (page !== 'overview' && board !== '+') {
    const h = document.getElementById('heading');
    h.textContent = w(page === 'board' ? 'hall.page.board_heading' : 'hall.page.display_heading', board);
    document.title = h.textContent;
  }
}

function setupLogin() {
  const form = document.getElementById('login');
  if (!form) return;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    sessionStorage.setItem('anna-user', form.elements.user.value);
    sessionStorage.setItem('anna-password', form.elements.password.value);
    form.elements.password.value = '';
    connect();
  });
}

async function main() {
  try {
    const r = await fetch('words.json', { cache: 'no-cache' });
    if (r.ok) hall.words = await r.json();
  } catch (e) { /* the keys show instead of words: install-hall writes words.json */ }
  applyWords();
  setupLogin();
  connect();
  /* clocks and "flag near" alarms move with time, not with messages */
  setInterval(() => {
    const changed = noteAlarms();
    const page = document.body.dataset.page;
    if (page === 'overview') {
      if (changed) renderOverview(); else tickClocks();
    } else if (page === 'board') {
      for (const st of hall.boards.values()) {
        const dds = document.querySelectorAll('#players dd.clock');
        if (dds.length === 2) {
          dds[0].textContent = clockText(left(st, 'white'));
          dds[1].textContent = clockText(left(st, 'black'));
        }
      }
    }
  }, 1000);
}

document.addEventListener('DOMContentLoaded', main);
