// zod as every contract uses it. zod compiles object parsers with `new Function` when it may,
// and under the pages' Content-Security-Policy (no 'unsafe-eval') even its probe is reported as
// a violation: the interpreter is used instead. The setting lives on globalThis, so every copy of
// zod on the page reads it; it must come before any schema is made, so every contract module
// takes `z` from here rather than from zod.
import { config, z } from 'zod';

config({ jitless: true });

export { z };
