// The nonce first (imports run in order), then the shell. No async boundary: the shell's own
// copies of every shared library are eager (in this chunk), so Module Federation has nothing to
// negotiate before the shell's code runs, and the page saves a request and a round trip.
import './nonce';
import './bootstrap';
