import { seoFileHandler } from '@/server/seoFiles';
import { observedApi } from '@/server/observe';

export default observedApi('/api/seo/robots', seoFileHandler('robots'));
