// The tests' fake services (feeds, tipping, Kick, remote builds) listen on loopback, which the
// server refuses to call unless OUTBOUND_ALLOW lists it (core/http/outbound-guard.ts). The
// guard's own tests pass their allow lists explicitly.
process.env.OUTBOUND_ALLOW = '127.0.0.1,::1,localhost';
