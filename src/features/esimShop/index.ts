export { EsimFinder, type EsimFinderProps } from './EsimFinder';
export { EsimPlanPage, type EsimPlanPageProps } from './EsimPlanPage';
