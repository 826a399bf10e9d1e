# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/vr_display.py SOCKET CELLS LOG FIFO SECONDS [--stamp]: a
# braille display for brltty's Virtual driver (vr) in client mode, for
# tests and bench/braille.sh. It serves SOCKET, tells brltty it has CELLS
# cells, writes each line brltty sends (the shown cells: 'Braille "..."')
# to LOG, and sends brltty each command line written to the FIFO (a key:
# LNUP, "ROUTE 7", ...). With --stamp each logged line starts with the
# CLOCK_MONOTONIC time it was read, in microseconds, and a blank (what
# annad's --latency-log gives as a press's start). It stops after SECONDS
# or when brltty goes.
import os, select, socket, sys, time
path, cells, log, fifo, secs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5])
stamp = "--stamp" in sys.argv[6:]
end = time.time() + secs
s = socket.socket(socket.AF_UNIX)
s.bind(path)
s.listen(1)
s.settimeout(secs)
c, _ = s.accept()
c.sendall(b"cells %s\n" % cells.encode())
f = os.open(fifo, os.O_RDWR | os.O_NONBLOCK)
out = open(log, "w")
buf = fbuf = b""
while time.time() < end:
    r, _, _ = select.select([c, f], [], [], 0.1)
    if c in r:
        d = c.recv(4096)
        if not d:
            break
        at = time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000
        buf += d
        while b"\n" in buf:
            l, buf = buf.split(b"\n", 1)
            out.write(("%d " % at if stamp else "") + l.decode("utf-8", "replace") + "\n")
            out.flush()
    if f in r:
        fbuf += os.read(f, 4096)
        while b"\n" in fbuf:
            l, fbuf = fbuf.split(b"\n", 1)
            c.sendall(l + b"\n")
