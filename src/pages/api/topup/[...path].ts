import { backendApiHandler } from '@/server/backendApi';

// Next reads this statically: the proxy streams bodies and the sandbox reads them itself.
export const config = { api: { bodyParser: false, externalResolver: true } };
export default backendApiHandler;
