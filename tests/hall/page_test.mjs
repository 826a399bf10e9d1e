// tests/hall/page_test.mjs: the hall page in Debian's headless Chromium
// (playwright-core), against a live Mosquitto serving the page on its
// WebSocket listener. Run by tests/hall/test_page.sh, which starts the
// broker; arguments: the page's URL, the broker's MQTT URL, the folder for
// screenshots. What boards publish comes from `state.json` messages the
// test sends as each board would (or from real annad, see test_page.sh).
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';

const require = createRequire(process.env.ANNA_HALL_NODE_MODULES + '/');
const { chromium } = require('playwright-core');
const mqtt = require('mqtt');

const [pageUrl, brokerUrl, shots] = process.argv.slice(2);
const EVENT = 'ev';

function state(board, extra) {
  return JSON.stringify({
    schema: 1, event: EVENT, board, round: '1', white: `White ${board}`, black: `Black ${board}`,
    vi: 'white', time_control: '5400+30', policy: 'competition', state: 'running',
    session_state: 'sighted_to_move', to_move: 'black', ply: 1,
    fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    last_move: { san: 'e4', uci: 'e2e4' },
    clock: { white_ms: 5400000, black_ms: 5400000, running: 'black', read_at: Date.now() },
    result: '*', result_reason: null, decisions: [], devices: [{ role: 'vi-keypad', present: true }],
    drift: false, drift_text: null, hall_commands: true, ...extra,
  });
}

function connectAs(user, password) {
  return new Promise((resolve, reject) => {
    const c = mqtt.connect(brokerUrl, { username: user, password, reconnectPeriod: 0 });
    c.once('connect', () => resolve(c));
    c.once('error', reject);
  });
}

function publish(c, topic, payload, retain = true) {
  return new Promise((resolve, reject) =>
    c.publish(topic, payload, { qos: 1, retain }, (e) => (e ? reject(e) : resolve())));
}

async function until(what, fn, ms = 8000) {
  const t0 = Date.now();
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const boards = {};
for (const b of ["2", "10", "1"]) boards[b] = await connectAs(b, `pw-${b}`);
await publish(boards['2'], `anna/${EVENT}/2/state`, state('2'));
await publish(boards['10'], `anna/${EVENT}/10/state`, state('10', { state: 'paused' }));
await publish(boards['1'], `anna/${EVENT}/1/state`, state('1'));
for (const b of ['2', '10', '1']) await publish(boards[b], `anna/${EVENT}/${b}/online`, '1');

const browser = await chromium.launch({
  executablePath: process.env.ANNA_CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => { throw e; });
  await page.goto(`${pageUrl}/index.html?event=${EVENT}`);

  // the overview: every board, in natural order while nothing is wrong
  await until('three boards', async () => (await page.locator('#boards tbody tr').count()) === 3);
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  assert.deepEqual(await page.locator('#boards tbody th').allTextContents(), ['1', '2', '10']);
  assert.match(await page.locator('#link').textContent(), /Connected to the hall/);
  assert.equal(await page.locator('caption').textContent(), 'Boards, those that need the arbiter first');
  await page.screenshot({ path: `${shots}/overview.png`, fullPage: true });

  // a decision opens on board 10: it comes first, marked, and is announced
  await publish(boards['10'], `anna/${EVENT}/10/state`, state('10', {
    state: 'arbiter', decisions: [{ id: 4, kind: 'illegal-move', text: 'illegal move reported by Black' }],
  }));
  await until('board 10 first', async () =>
    (await page.locator('#boards tbody th').first().textContent()) === '10');
  const row = page.locator('#boards tbody tr').first();
  assert.equal(await row.getAttribute('class'), 'alarm');
  assert.match(await row.textContent(), /decision 4: illegal move reported by Black/);
  await until('the alarm in the live region', async () =>
    /Board 10: decision 4: illegal move reported by Black/.test(await page.locator('#alerts').textContent()));

  // a board that vanishes (its will sets online 0) is an alarm too
  await publish(boards['1'], `anna/${EVENT}/1/online`, '0');
  await until('board 1 offline', async () =>
    /the board is not connected/.test(await page.locator('#boards tbody tr[data-board="1"]').textContent()));
  await page.screenshot({ path: `${shots}/overview-alarms.png`, fullPage: true });

  // keyboard: the board links are reachable with Tab
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'A');

  // the board page: position with named squares, moves, the decision
  await publish(boards['10'], `anna/${EVENT}/10/pgn`,
    '[Event "ev"]\n[White "White 10"]\n[Black "Black 10"]\n[Result "*"]\n\n1. e4 {[%clk 1:29:58]} e5 2. Nf3 *\n');
  const bp = await browser.newPage();
  bp.on('pageerror', (e) => { throw e; });
  await bp.goto(`${pageUrl}/board.html?event=${EVENT}&board=10`);
  await until('the board heading', async () => (await bp.locator('#heading').textContent()) === 'Board 10');
  await until('the moves', async () => (await bp.locator('#moves li').count()) === 2);
  assert.deepEqual(await bp.locator('#moves li').allTextContents(), ['e4  e5', 'Nf3']);
  await until('the position', async () => (await bp.locator('#position td[aria-label]').count()) === 64);
  assert.equal(await bp.locator('#position td[aria-label="e4: White pawn"]').count(), 1);
  assert.equal(await bp.locator('#position td[aria-label="e2: empty"]').count(), 1);
  assert.match(await bp.locator('#decisions').textContent(), /Decision 4: illegal move reported by Black/);
  assert.equal(await bp.locator('#decisions button').count(), 0); // not signed in
  await bp.screenshot({ path: `${shots}/board.png`, fullPage: true });

  // the arbiter signs in and confirms: the command goes to the board's cmd
  const watcher = await connectAs('arbiter', 'arbiter-pw');
  const cmds = [];
  watcher.on('message', (t, p) => cmds.push([t, p.toString()]));
  await new Promise((r) => watcher.subscribe(`anna/${EVENT}/10/cmd`, { qos: 1 }, r));
  await bp.fill('input[name=user]', 'arbiter');
  await bp.fill('input[name=password]', 'arbiter-pw');
  await bp.click('#login button');
  await until('the confirm button', async () => (await bp.locator('#decisions button').count()) === 2);
  await bp.getByRole('button', { name: 'Confirm' }).click();
  await until('the command at the broker', async () => cmds.length === 1);
  const cmd = JSON.parse(cmds[0][1]);
  assert.equal(cmd.cmd, 'confirm');
  assert.deepEqual(cmd.args, { id: '4' });
  await publish(boards['10'], `anna/${EVENT}/10/reply`,
    JSON.stringify({ schema: 1, id: cmd.id, ok: true, text: 'Decision 4 confirmed' }), false);
  await until('the reply', async () => (await bp.locator('#reply').textContent()) === 'Decision 4 confirmed');
  watcher.end(true);

  // a reader without an account cannot send commands (the ACL drops them)
  const viewer = await connectAs(undefined, undefined);
  const spy = await connectAs('arbiter', 'arbiter-pw');
  const seen = [];
  spy.on('message', (t, p) => seen.push(p.toString()));
  await new Promise((r) => spy.subscribe(`anna/${EVENT}/+/cmd`, { qos: 1 }, r));
  await publish(viewer, `anna/${EVENT}/10/cmd`, '{"cmd":"pause"}', false);
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(seen.length, 0);
  viewer.end(true);
  spy.end(true);

  // the opponent display: each announcement in large text, as it is said
  const dp = await browser.newPage();
  dp.on('pageerror', (e) => { throw e; });
  await dp.goto(`${pageUrl}/display.html?event=${EVENT}&board=2`);
  await until('the display heading', async () =>
    (await dp.locator('#heading').textContent()) === 'Board 2: what is announced');
  const say = (seq, text, listener = 'sighted') => publish(boards['2'], `anna/${EVENT}/2/say`,
    JSON.stringify({ schema: 1, seq, listener, text, urgent: false, at: Date.now() }));
  await say(1, 'Eva zwei Eva vier');
  await until('the first announcement', async () => (await dp.locator('#now').textContent()) === 'Eva zwei Eva vier');
  await say(2, 'the arbiter only', 'arbiter'); // not for the opponent's screen
  await say(3, 'Eva sieben Eva fünf');
  await until('the second announcement', async () => (await dp.locator('#now').textContent()) === 'Eva sieben Eva fünf');
  assert.deepEqual(await dp.locator('#earlier li').allTextContents(), ['Eva zwei Eva vier']);
  assert.equal(await dp.locator('#now').getAttribute('aria-live'), 'polite');
  await dp.screenshot({ path: `${shots}/display.png`, fullPage: true });
  console.log('hall page: all checks passed');
} finally {
  await browser.close();
  for (const c of Object.values(boards)) c.end(true);
}
