import { config } from 'zod';

// zod probes for eval with `new Function('')` before compiling object parsers. The console's CSP
// (script-src 'self') forbids eval, so the probe fails anyway and the browser reports every such
// attempt as a CSP violation. Parsing without the compiled fast path is what runs under the CSP.
config({ jitless: true });
