import { backendApiHandler } from '@/server/backendApi';
import { observedApi } from '@/server/observe';

// Next reads this statically: the proxy streams bodies and the sandbox reads them itself.
export const config = { api: { bodyParser: false, externalResolver: true } };
export default observedApi('/api/auth/[...path]', backendApiHandler);
