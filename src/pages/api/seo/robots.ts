import { seoFileHandler } from '@/server/seoFiles';

export default seoFileHandler('robots');
