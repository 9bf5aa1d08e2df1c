import { seoFileHandler } from '@/server/seoFiles';
import { observedApi } from '@/server/observe';

export default observedApi('/api/seo/sitemap', seoFileHandler('sitemap'));
