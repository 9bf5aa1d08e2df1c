export { EsimFinder, type EsimFinderProps } from './EsimFinder';
// EsimPlanPage is imported from its module by its page only: the shop homes use this index, and
// the plan page's code (add to cart with the cart's thunks) stays out of their first load.
