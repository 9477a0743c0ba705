#!/usr/bin/env python3
"""authcheck's driver for MyApp's Python auth code (`myapp_auth.py`).

authcheck runs this once per trace and speaks JSON lines with it (docs/DRIVERS.md in authcheck):
a handshake, then `{"start": {}}` for every new process of the app, and `{"event": …}` for every
event the app is told, each answered with the effects the app asked for and what it shows and
holds. The world (keychain, cache, network, server) stays authcheck's: this adapter only records
what the app asks of its `Platform`, and translates names both ways:

    the app's                              the world's
    keychain, user_refresh_token           secure, user_refresh_token
    cache, myapp.profile                   fastCache, user
    POST /v1/session                       login
    POST /v1/session/refresh               refresh
    DELETE /v1/session                     logout
    GET /v1/feed (request n)               protected, request n

    python3 driver.py [--bug double-refresh] [--log]

`--bug double-refresh` runs the app with a known bug, to see conformance catch it. `--log` copies
every line exchanged to standard error. Standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import myapp_auth as app  # noqa: E402  (the path above first)
from myapp_auth import ApiRequest, Call, LogoutProgress, MyAppAuth, Phase, Refresh, Response  # noqa: E402

PROTOCOL_VERSION = 1
SYSTEM = "myapp"
BUGS = ["double-refresh"]

STORES = {app.KEYCHAIN: "secure", app.CACHE: "fastCache"}
KEYS = {(app.KEYCHAIN, app.REFRESH_TOKEN_ITEM): "user_refresh_token", (app.CACHE, app.PROFILE_KEY): "user"}
ENDPOINTS = {app.LOGIN: "login", app.REFRESH: "refresh", app.LOGOUT: "logout", app.FEED: "protected"}

# The login form's test fixture: the world says whether the password is right; the app sees one.
RIGHT_PASSWORD = "correct horse battery staple"
WRONG_PASSWORD = "hunter2"


def reverse(mapping: dict) -> dict:
    return {world: ours for ours, world in mapping.items()}


class RecordingPlatform:
    """The app's keychain, cache and HTTP client: each call is an effect for authcheck's world,
    recorded in order. Its outcome comes back later as an event."""

    def __init__(self):
        self.effects: list[dict] = []

    def load(self, store: str) -> None:
        self.effects.append({"effect": "load", "store": STORES[store]})

    def write(self, store: str, key: str, value: str) -> None:
        self.effects.append({"effect": "write", "store": STORES[store], "key": KEYS[store, key], "value": value})

    def delete(self, store: str, key: str) -> None:
        self.effects.append({"effect": "delete", "store": STORES[store], "key": KEYS[store, key]})

    def send(self, call: Call) -> None:
        self.effects.append({"effect": "send", "call": encode_call(call)})

    def take(self) -> list[dict]:
        effects, self.effects = self.effects, []
        return effects


# MARK: the world's words to the app's


def decode_call(call: dict) -> Call:
    endpoint = reverse(ENDPOINTS)[call["endpoint"]]
    token, retry = call.get("token"), call.get("retries", 0)
    if endpoint == app.LOGIN:
        password = RIGHT_PASSWORD if call["validCredentials"] else WRONG_PASSWORD
        return Call(endpoint, token=token, username=call["account"], password=password, retry=retry)
    return Call(endpoint, token=token, number=call.get("request"), retry=retry)


def decode_response(response: dict) -> Response:
    if "fault" in response:
        return Response(status=0 if response["fault"] == "network" else int(response["fault"]))
    if response["status"] == 401:
        return Response(status=401, code=response["code"], requires_reauth=response["requiresReauth"])
    pair = response.get("pair")  # the server's n-th pair: access token An, refresh token Rn
    return Response(status=200, user=response.get("account"),
                    access_token=None if pair is None else f"A{pair}",
                    refresh_token=None if pair is None else f"R{pair}")


def deliver(auth: MyAppAuth, event: dict) -> None:
    """Tells the app one event, the way the OS, the user or a completion handler would."""
    kind = event["event"]
    if kind == "launched":
        auth.launch()
    elif kind == "submitLogin":
        password = "" if not event["validForm"] else RIGHT_PASSWORD if event["rightPassword"] else WRONG_PASSWORD
        auth.submit_login(event["account"], password)
    elif kind == "request":
        auth.request()
    elif kind == "logout":
        auth.logout()
    elif kind == "loaded":
        store = reverse(STORES)[event["store"]]
        keys = {world: ours for (where, ours), world in KEYS.items() if where == store}
        auth.on_loaded(store, {keys[key]: value for key, value in event["contents"].items() if key in keys})
    elif kind == "loadFailed":
        auth.on_load_failed(reverse(STORES)[event["store"]])
    elif kind in ("wrote", "writeFailed"):
        store, key = reverse(KEYS)[event["key"]]
        assert STORES[store] == event["store"], event
        (auth.on_stored if kind == "wrote" else auth.on_store_failed)(store, key)
    elif kind == "response":
        auth.on_response(decode_call(event["call"]), decode_response(event["response"]))
    # Anything else (biometric login, opt-in, unlock, the settings switches, a prompt's answer,
    # backgrounding, inactivity, biometrics changing) is for parts MyApp does not have.


# MARK: the app's words to the world's


def encode_call(call: Call) -> dict:
    encoded = {"endpoint": ENDPOINTS[call.endpoint]}
    if call.endpoint == app.LOGIN:
        encoded.update(account=call.username, validCredentials=call.password == RIGHT_PASSWORD)
    elif call.endpoint == app.FEED:
        encoded["request"] = call.number
    if call.token is not None:
        encoded["token"] = call.token
    encoded["retries"] = call.retry
    return encoded


def encode_request(request: ApiRequest) -> str:
    if request.stage == ApiRequest.IN_FLIGHT:
        return f"in flight with {request.token}"
    if request.stage == ApiRequest.FAILED:
        return f"failed: {request.error}"
    return request.stage  # "waiting for refresh", "succeeded"


def view(auth: MyAppAuth) -> tuple[dict, dict]:
    """What the app shows (`screen`) and holds (`memory`), in the contract's terms; what is
    absent or false is left out, as a trace writes it."""
    if auth.phase in (Phase.STARTING, Phase.RESTORING, Phase.PERSISTING_RESTORE):
        status, shown = "loading", "splash"
    elif auth.phase is Phase.AUTHED:
        status, shown = "authed", "main"
    else:
        status, shown = "guest", "signIn"
    screen = {"running": True, "status": status, "screen": shown}
    if auth.login_error is not None:
        screen["loginError"] = auth.login_error
    if auth.error_shown:
        screen["errorShown"] = True
    memory = {}
    if auth.access_token is not None:
        memory["accessToken"] = auth.access_token
    if auth.refresh_token is not None:
        memory["refreshToken"] = auth.refresh_token
    if auth.profile is not None:
        memory["user"] = auth.profile
    if auth.refresh is not Refresh.IDLE:
        memory["refreshing"] = True
    if auth.requests:
        memory["requests"] = [encode_request(request) for request in auth.requests]
    if auth.logout_progress is LogoutProgress.DONE:
        memory["loggedOut"] = True
    return screen, memory


# MARK: the protocol


class Driver:
    def __init__(self, bugs: frozenset[str]):
        self.bugs = bugs
        self.platform = RecordingPlatform()
        self.auth: MyAppAuth | None = None

    def answer(self, message: dict) -> dict:
        if "authcheck" in message:
            if message.get("system") != SYSTEM:
                sys.exit(f"driver.py drives {SYSTEM}, not {message.get('system')}")
            return {"authcheck": "driver", "version": PROTOCOL_VERSION}
        if "start" in message:
            # A new process of the app: the old one is dropped with whatever it had not finished.
            self.platform = RecordingPlatform()
            self.auth = MyAppAuth(self.platform, self.bugs)
            return {}
        if "event" in message:
            deliver(self.auth, message["event"])
            screen, memory = view(self.auth)
            return {"effects": self.platform.take(), "screen": screen, "memory": memory}
        sys.exit(f"driver.py: unknown request {message}")


def main() -> None:
    parser = argparse.ArgumentParser(description="authcheck's JSON-lines driver for MyApp's Python auth code")
    parser.add_argument("--bug", action="append", choices=BUGS, default=[], help="run with a known bug")
    parser.add_argument("--log", action="store_true", help="copy every line exchanged to standard error")
    options = parser.parse_args()
    driver = Driver(frozenset(options.bug))
    for line in sys.stdin:  # one request per line; authcheck closes standard input when it is done
        reply = json.dumps(driver.answer(json.loads(line)), separators=(",", ":"))
        if options.log:
            print(f"> {line.strip()}\n< {reply}", file=sys.stderr, flush=True)
        print(reply, flush=True)


if __name__ == "__main__":
    main()
