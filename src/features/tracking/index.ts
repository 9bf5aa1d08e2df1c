export { TrackingManager } from './TrackingManager';
