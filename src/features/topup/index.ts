export { TopupForm } from './TopupForm';
export type { TopupFormProps } from './TopupForm';
export { WebRequestHandler } from './WebRequestHandler';
export { classifyRequest, type TopupRequest } from './requestClassification';
