"""MyApp's authentication, as a Python client would implement it.

This is the code under test: it knows nothing of authcheck. It talks to the outside world
through a `Platform` (a keychain, a fast cache, an HTTP client) and is told, through its
`on_...` methods, how each thing it asked for ended. `driver.py` plugs it into authcheck's
world; a real app plugs in the real keychain and HTTP client.

It is a port of `MyAppAuthDesign` (Sources/MyAppAuth), the model the team checks, rule for rule:

- The access token lives in memory only; the refresh token lives in the keychain under
  `user_refresh_token`, with a copy in memory. The signed-in user's profile is cached in the
  fast cache under `myapp.profile`.
- Bootstrap reads the cached profile, then the keychain. No refresh token: signed out (a profile
  left behind by a logout cut short is deleted). A refresh token: trade it for a new pair, write
  the rotated token, then signed in. A network error, 429 or 500 keeps the token, stays on the
  splash, says so and tries again; a 401, 403 or 404 signs out. A keychain still locked after a
  reboot is read again.
- Login sends nothing for an invalid form; on success the refresh token is written, then the
  profile; signed in once the keychain write completes (a failed keychain write is retried).
- The 401 interceptor: one shared refresh, a queue of waiting requests, each resent once with
  the new access token after the new refresh token is stored. One refresh at a time across
  sessions too: a late refresh of an ended session blocks the next one until it is back, and
  whatever pair it was granted is revoked.
- Logout clears memory at once, deletes the keychain token and the cached profile, then revokes
  the session on the server, best effort. It is over once both deletes have completed.
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass
from typing import Optional, Protocol

# Where MyApp keeps things on the device.
KEYCHAIN = "keychain"  # service com.myapp.auth
CACHE = "cache"  # MMKV
REFRESH_TOKEN_ITEM = "user_refresh_token"  # in KEYCHAIN
PROFILE_KEY = "myapp.profile"  # in CACHE

# The endpoints MyApp calls.
LOGIN = "POST /v1/session"
REFRESH = "POST /v1/session/refresh"
LOGOUT = "DELETE /v1/session"
FEED = "GET /v1/feed"  # every screen's data: the protected requests

# What the login form shows (the contract's texts).
INVALID_CREDENTIALS = "Invalid email or password"
RATE_LIMITED = "Too many attempts. Please try again later."
LOGIN_FAILED = "Login failed. Please try again."

# Why a protected request failed, as its caller is told (the contract's words).
NO_ACCESS_TOKEN = "NO_ACCESS_TOKEN"
UNAUTHORIZED = "unauthorized"
NETWORK = "network"
SESSION_ENDED = "session ended"


@dataclass(frozen=True)
class Call:
    """An HTTP call. The HTTP client hands it back with its response, so the code that gets the
    response knows which call it answers."""

    endpoint: str
    token: Optional[str] = None  # the bearer token (the refresh token for REFRESH and LOGOUT)
    username: Optional[str] = None  # LOGIN
    password: Optional[str] = None  # LOGIN
    number: Optional[int] = None  # FEED: the n-th request since launch, from 1
    retry: int = 0  # FEED: 1 when resent after a refresh


@dataclass(frozen=True)
class Response:
    """What a call got back. `status` 0 is a network error (nothing came back)."""

    status: int
    user: Optional[str] = None  # 200 of LOGIN and REFRESH: whose session it is
    access_token: Optional[str] = None  # 200 of LOGIN and REFRESH: the new pair
    refresh_token: Optional[str] = None
    code: Optional[str] = None  # 401: the error code
    requires_reauth: bool = False  # 401: the body's flag

    @property
    def grants_session(self) -> bool:
        return self.status == 200 and self.refresh_token is not None and self.access_token is not None


class Platform(Protocol):
    """What the auth code asks of the device and the network. Each call returns at once; how it
    ended comes back through `MyAppAuth.on_loaded`, `on_stored`, `on_response`…"""

    def load(self, store: str) -> None: ...
    def write(self, store: str, key: str, value: str) -> None: ...
    def delete(self, store: str, key: str) -> None: ...
    def send(self, call: Call) -> None: ...


class Phase(enum.Enum):
    STARTING = "reading the cached profile, then the keychain"
    RESTORING = "trading the stored refresh token for a new pair"
    PERSISTING_RESTORE = "writing the rotated refresh token"
    GUEST = "signed out"
    SIGNING_IN = "a login is in flight"
    SAVING_LOGIN = "writing the login's refresh token; not signed in until it is stored"
    AUTHED = "signed in"


class Refresh(enum.Enum):
    IDLE = "no refresh"
    CALLING = "the one shared refresh is in flight; every 401 now waits for it"
    STORING = "its new refresh token is being written; the waiting requests are resent after"


class LogoutProgress(enum.Enum):
    NONE = "no logout"
    CLEANING = "memory cleared; the keychain and cache deletes are under way"
    DONE = "every delete completed"


@dataclass(frozen=True)
class ApiRequest:
    """Where one protected request stands, as its caller sees it."""

    stage: str  # IN_FLIGHT, WAITING, SUCCEEDED or FAILED
    token: Optional[str] = None  # IN_FLIGHT: the token of the call it waits for
    error: Optional[str] = None  # FAILED: why

    IN_FLIGHT = "in flight"
    WAITING = "waiting for refresh"
    SUCCEEDED = "succeeded"
    FAILED = "failed"

    @property
    def settled(self) -> bool:
        return self.stage in (ApiRequest.SUCCEEDED, ApiRequest.FAILED)

    @staticmethod
    def in_flight(token: str) -> ApiRequest:
        return ApiRequest(ApiRequest.IN_FLIGHT, token=token)

    @staticmethod
    def failed(error: str) -> ApiRequest:
        return ApiRequest(ApiRequest.FAILED, error=error)


WAITING = ApiRequest(ApiRequest.WAITING)
SUCCEEDED = ApiRequest(ApiRequest.SUCCEEDED)


def handler(method):
    """Every entry point ends the same way: a logout whose storage work is all done is over.
    (Logout must not say it is complete while a delete is still queued.)"""

    @functools.wraps(method)
    def wrapped(self, *arguments):
        method(self, *arguments)
        if self.logout_progress is LogoutProgress.CLEANING and self.outstanding == 0:
            self.logout_progress = LogoutProgress.DONE

    return wrapped


class MyAppAuth:
    """The app's auth session and API client: one instance per process."""

    def __init__(self, platform: Platform, bugs: frozenset[str] = frozenset()):
        self.platform = platform
        # A known bug, to see conformance catch it: "double-refresh" starts a second refresh
        # when a 401 arrives while one is already in flight.
        self.bugs = bugs
        self.phase = Phase.STARTING
        self.access_token: Optional[str] = None
        self.refresh_token: Optional[str] = None
        self.profile: Optional[str] = None
        self.refresh = Refresh.IDLE
        # A refresh sent by a session that has ended is still out: until it is back, no new
        # refresh starts (a sent request cannot be recalled).
        self.previous_session_refresh_out = False
        self.requests: list[ApiRequest] = []  # request n is requests[n - 1]
        self.login_error: Optional[str] = None
        self.error_shown = False  # bootstrap cannot reach the server and keeps trying
        self.outstanding = 0  # storage operations asked for and not yet completed
        self.logout_progress = LogoutProgress.NONE

    # MARK: storage, counted so that logout knows when it is over

    def _load(self, store: str) -> None:
        self.outstanding += 1
        self.platform.load(store)

    def _write(self, store: str, key: str, value: str) -> None:
        self.outstanding += 1
        self.platform.write(store, key, value)

    def _delete(self, store: str, key: str) -> None:
        self.outstanding += 1
        self.platform.delete(store, key)

    # MARK: what the user and the OS do

    @handler
    def launch(self) -> None:
        # The profile first, so the splash can greet the user; then the keychain decides.
        self._load(CACHE)
        self._load(KEYCHAIN)

    @handler
    def submit_login(self, username: str, password: str) -> None:
        if self.phase is not Phase.GUEST or not username or not password:
            return  # the form shows what is wrong; nothing is sent
        self.phase = Phase.SIGNING_IN
        self.login_error = None
        self.platform.send(Call(LOGIN, username=username, password=password))

    @handler
    def request(self) -> None:
        """A screen loads data: protected request n, even when it fails at once."""
        number = len(self.requests) + 1
        if self.phase is not Phase.AUTHED or self.access_token is None:
            self.requests.append(ApiRequest.failed(NO_ACCESS_TOKEN))  # fail fast: send nothing
            return
        self.requests.append(ApiRequest.in_flight(self.access_token))
        self.platform.send(Call(FEED, token=self.access_token, number=number))

    @handler
    def logout(self) -> None:
        if self.phase in (Phase.AUTHED, Phase.RESTORING, Phase.PERSISTING_RESTORE):
            self._end_session(revoke=True)
        # with no session there is nothing to end

    # MARK: storage answers

    @handler
    def on_loaded(self, store: str, contents: dict[str, str]) -> None:
        self.outstanding -= 1
        if self.phase is not Phase.STARTING:
            return
        if store == CACHE:
            if contents.get(PROFILE_KEY) is not None:
                self.profile = contents[PROFILE_KEY]
        elif store == KEYCHAIN:
            token = contents.get(REFRESH_TOKEN_ITEM)
            if token is not None:
                self.refresh_token = token
                self.phase = Phase.RESTORING
                self.platform.send(Call(REFRESH, token=token))
            else:
                self.phase = Phase.GUEST
                if self.profile is not None:
                    # A profile without a session: a logout was cut short between its deletes.
                    self.profile = None
                    self._delete(CACHE, PROFILE_KEY)

    @handler
    def on_load_failed(self, store: str) -> None:
        self.outstanding -= 1
        self._load(store)  # the keychain is locked after a reboot: read it again

    @handler
    def on_stored(self, store: str, key: str) -> None:
        """A write or a delete completed. Only the keychain token's write moves anything on."""
        self.outstanding -= 1
        if (store, key) != (KEYCHAIN, REFRESH_TOKEN_ITEM):
            return
        if self.phase is Phase.SAVING_LOGIN:
            self.phase = Phase.AUTHED
        elif self.phase is Phase.PERSISTING_RESTORE:
            self.phase = Phase.AUTHED
            self.error_shown = False
        elif self.phase is Phase.AUTHED and self.refresh is Refresh.STORING:
            self._finish_refresh()
        # otherwise: the delete of a session that ended

    @handler
    def on_store_failed(self, store: str, key: str) -> None:
        """A write failed. The keychain token is written again, since the session depends on
        it; a cache write that threw is left (the next bootstrap writes the profile again)."""
        self.outstanding -= 1
        if (store, key) == (KEYCHAIN, REFRESH_TOKEN_ITEM) and self.refresh_token is not None:
            self._write(KEYCHAIN, REFRESH_TOKEN_ITEM, self.refresh_token)

    # MARK: network answers

    @handler
    def on_response(self, call: Call, response: Response) -> None:
        if call.endpoint == LOGIN:
            self._login_answered(response)
        elif call.endpoint == REFRESH:
            if call.token is None or call.token != self.refresh_token:
                self._late_refresh_answered(response)  # a refresh of a session that ended
            elif self.phase is Phase.RESTORING:
                self._restore_answered(call, response)
            elif self.phase is Phase.AUTHED and self.refresh is Refresh.CALLING:
                self._refresh_answered(response)
        elif call.endpoint == FEED:
            self._request_answered(call, response)
        # LOGOUT: best effort; whatever it answers, the session is already gone on the device

    def _login_answered(self, response: Response) -> None:
        if self.phase is not Phase.SIGNING_IN:
            return
        if response.grants_session and response.user is not None:
            self.access_token = response.access_token
            self.refresh_token = response.refresh_token
            self.profile = response.user
            self.logout_progress = LogoutProgress.NONE
            self.phase = Phase.SAVING_LOGIN
            self._write(KEYCHAIN, REFRESH_TOKEN_ITEM, response.refresh_token)
            self._write(CACHE, PROFILE_KEY, response.user)
            return
        self.phase = Phase.GUEST
        if response.status == 401 and response.code == "invalid_credentials":
            self.login_error = INVALID_CREDENTIALS
        elif response.status == 429:
            self.login_error = RATE_LIMITED
        else:
            self.login_error = LOGIN_FAILED

    def _restore_answered(self, call: Call, response: Response) -> None:
        if response.grants_session and response.user is not None:
            cached = self.profile
            self.access_token = response.access_token
            self.refresh_token = response.refresh_token
            self.profile = response.user
            self.phase = Phase.PERSISTING_RESTORE
            # The rotated token first: until it is in the keychain, a kill would lose the session.
            self._write(KEYCHAIN, REFRESH_TOKEN_ITEM, response.refresh_token)
            if cached != response.user:
                self._write(CACHE, PROFILE_KEY, response.user)
        elif response.status in (401, 403, 404):
            self._end_session(revoke=False)  # the server refused the session, or the account is gone
        else:
            # Network, 429, 500: nothing is decided. Keep the token, stay on the splash, say so, retry.
            self.error_shown = True
            self.platform.send(call)

    def _request_answered(self, call: Call, response: Response) -> None:
        """An answer for a request that no longer waits for that call (the session ended, or it
        was resent) is ignored."""
        index = call.number - 1
        if (self.phase is not Phase.AUTHED or index >= len(self.requests) or call.token is None
                or self.requests[index] != ApiRequest.in_flight(call.token)):
            return
        if response.status == 200:
            self.requests[index] = SUCCEEDED
        elif response.status == 401 and response.code == "access_token_expired" and not response.requires_reauth:
            self._access_token_expired(index, call)
        elif response.status == 401:
            self.requests[index] = ApiRequest.failed(UNAUTHORIZED)
            self._end_session(revoke=False)  # a 401 no refresh can cure
        elif response.status == 403:
            self.requests[index] = ApiRequest.failed("403")
            self._end_session(revoke=False)  # the account is suspended
        elif response.status == 0:
            self.requests[index] = ApiRequest.failed(NETWORK)
        else:
            self.requests[index] = ApiRequest.failed(str(response.status))

    def _access_token_expired(self, index: int, call: Call) -> None:
        """The interceptor's 401: join the one refresh, start it, or resend at once."""
        if call.retry > 0:
            self.requests[index] = ApiRequest.failed(UNAUTHORIZED)  # retried once already: give up
        elif self.access_token is not None and self.access_token != call.token and self.refresh is Refresh.IDLE:
            self._resend(index, self.access_token)  # a refresh already replaced its token
        elif self.refresh is not Refresh.IDLE:
            self.requests[index] = WAITING  # join the refresh under way
            if "double-refresh" in self.bugs and self.refresh is Refresh.CALLING and self.refresh_token is not None:
                self.platform.send(Call(REFRESH, token=self.refresh_token))  # the bug: no single flight
        elif self.previous_session_refresh_out:
            # One refresh at a time, across sessions too: the caller gets the 401.
            self.requests[index] = ApiRequest.failed(UNAUTHORIZED)
        elif self.refresh_token is not None:
            self.requests[index] = WAITING
            self.refresh = Refresh.CALLING  # single flight: this request starts the one refresh
            self.platform.send(Call(REFRESH, token=self.refresh_token))
        else:
            self.requests[index] = ApiRequest.failed(UNAUTHORIZED)

    def _resend(self, index: int, token: str) -> None:
        self.requests[index] = ApiRequest.in_flight(token)
        self.platform.send(Call(FEED, token=token, number=index + 1, retry=1))

    def _refresh_answered(self, response: Response) -> None:
        if response.status == 200 and response.refresh_token is not None:
            self.access_token = response.access_token
            self.refresh_token = response.refresh_token
            self.refresh = Refresh.STORING
            # Store the new token first; the waiting requests are resent once it is stored.
            self._write(KEYCHAIN, REFRESH_TOKEN_ITEM, response.refresh_token)
        elif response.status in (401, 403, 404):
            self.refresh = Refresh.IDLE  # its call is back: nothing of it is left out there
            self._end_session(revoke=False)  # the session is over on the server
        elif response.status == 200:
            self._fail_waiting("500")  # a 200 without a pair is as broken as a 500
        else:
            # Network, 429, 500: keep the tokens, hand the error to every request that waited.
            self._fail_waiting(NETWORK if response.status == 0 else str(response.status))

    def _fail_waiting(self, error: str) -> None:
        self.refresh = Refresh.IDLE
        self.requests = [ApiRequest.failed(error) if r == WAITING else r for r in self.requests]

    def _finish_refresh(self) -> None:
        """The refreshed token is stored: resend every waiting request, once each."""
        self.refresh = Refresh.IDLE
        if self.access_token is None:
            return
        for index, request in enumerate(self.requests):
            if request == WAITING:
                self._resend(index, self.access_token)

    def _late_refresh_answered(self, response: Response) -> None:
        """A refresh of an ended session came back. If it was granted a pair, nobody holds it:
        revoke it, or it would stay valid on the server after the logout meant to end it."""
        self.previous_session_refresh_out = False
        if response.status == 200 and response.refresh_token is not None:
            self.platform.send(Call(LOGOUT, token=response.refresh_token))

    # MARK: the end of a session

    def _end_session(self, revoke: bool) -> None:
        """Memory at once, then the keychain token and the cached profile, then (for a logout)
        the revocation, best effort. Every request still under way is settled."""
        token = self.refresh_token
        self.requests = [r if r.settled else ApiRequest.failed(SESSION_ENDED) for r in self.requests]
        self.phase = Phase.GUEST
        self.access_token = None
        self.refresh_token = None
        self.profile = None
        if self.refresh is Refresh.CALLING:
            self.previous_session_refresh_out = True
        self.refresh = Refresh.IDLE
        self.error_shown = False
        self.login_error = None
        self.logout_progress = LogoutProgress.CLEANING
        self._delete(KEYCHAIN, REFRESH_TOKEN_ITEM)
        self._delete(CACHE, PROFILE_KEY)
        if revoke and token is not None:
            self.platform.send(Call(LOGOUT, token=token))
