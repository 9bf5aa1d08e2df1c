export { orderSettled } from './commitActions';
// ResultPage and its page load are imported from their modules by their pages only.
// The account's order page shows an order as the result page does.
export { Deliveries } from './Deliveries';
export { OrderSummary } from './OrderSummary';
export { ReceiptPrint } from './receiptPrint';
