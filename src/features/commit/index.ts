export { orderSettled } from './commitActions';
