export { TopupForm } from './TopupForm';
export type { TopupFormProps } from './formModel';
// WebRequestHandler is loaded by _app from its module, so the form's chunk does not carry it.
export { classifyRequest, type TopupRequest } from './requestClassification';
export { formSells } from './topupOptions';
