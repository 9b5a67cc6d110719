// The embedded server as Electron's utility process runs it (bundled to dist-electron/server.js).
// Import order matters: the shim must be in place before the server announces itself.
import './parentPortSend.js';
import '../../server/main.js';
