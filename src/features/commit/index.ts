export { orderSettled } from './commitActions';
// ResultPage and its page load are imported from their modules by their pages only.
