/** Pub/sub topics of the health module. */
export const HEALTH_UPDATED = 'health.updated';
