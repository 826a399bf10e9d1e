/* The hall page's settings, written by scripts/install-hall. broker: the
 * broker's WebSocket address (null: the server that served this page);
 * event: the event's name as in the topics (null: every event). */
window.ANNA_HALL = { broker: null, event: null };
