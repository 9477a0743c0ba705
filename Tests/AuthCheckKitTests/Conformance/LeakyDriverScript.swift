/// The leaky test design (`LeakyDesign`) as a JSON-lines driver in Python, with one way to
/// misbehave per mode (its first argument), so each test drives a real subprocess through a
/// suite small enough to run in a second.
enum LeakyDriverScript {
    static let text = #"""
# The leaky test design (Tests/AuthCheckKitTests/Check/LeakyDesign.swift) as a JSON-lines driver,
# with one way to misbehave per mode (argv[1]).
import json, os, signal, sys, time

mode = sys.argv[1] if len(sys.argv) > 1 else "conforming"
status, token = "loading", None


def reply(message):
    global status, token
    if "authcheck" in message:
        if mode == "version-2":
            return {"authcheck": "driver", "version": 2}
        if mode == "not-a-driver":
            return {"hello": "world"}
        return {"authcheck": "driver", "version": 1}
    if "start" in message:
        if mode == "crash-on-start":
            sys.exit(3)
        if mode == "hang":
            with open(sys.argv[2], "w") as pids:
                pids.write(str(os.getpid()))
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            while True:
                time.sleep(60)
        status, token = "loading", None
        return {}
    event, effects = message["event"], []
    if event["event"] == "launched":
        status = "guest"
    elif event["event"] == "submitLogin" and status == "guest":
        effects = [{"effect": "send", "call": {"endpoint": "login", "account": event["account"], "validCredentials": True}}]
    elif event["event"] == "response" and "pair" in event["response"]:
        if mode == "crash-on-response":
            sys.exit(1)
        pair = event["response"]["pair"]
        status, token = "authed", f"A{pair}"
        effects = [{"effect": "write", "store": "secure", "key": "user_refresh_token", "value": f"R{pair}"}]
        if mode != "forgets-access-token":
            effects.append({"effect": "write", "store": "secure", "key": "access_token", "value": token})
    screen = {"running": True, "status": status, "screen": {"guest": "signIn", "authed": "main"}.get(status, "splash")}
    memory = {"accessToken": token} if token else {}
    answer = {"effects": effects, "screen": screen, "memory": memory}
    if mode == "unknown-field":
        answer["memory"]["sessionId"] = "s1"
    return answer


for line in sys.stdin:
    answer = reply(json.loads(line))
    if mode == "garbage" and "event" in json.loads(line):
        print("<html>oops</html>", flush=True)
        continue
    if mode == "extra-line" and "start" in json.loads(line):
        print(json.dumps(answer) + "\n{}", flush=True)  # one write: the extra line is there with the reply
        continue
    print(json.dumps(answer), flush=True)
"""#
}
