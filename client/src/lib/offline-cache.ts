/**
 * The offline copies of GraphQL answers (README "Offline and installable app"): the last whole answer of each
 * operation below, per variables, kept in one Cache Storage cache by lib/offline.ts and read when the network
 * fails. Apollo marks these operations with a request header (app/apollo-client.ts); every other request
 * (mutations, uploads, admin screens, the session) is never kept.
 */

/** The Cache Storage cache holding the copies; the page deletes it on sign-out, a 401, another user or a new bootId. */
export const OFFLINE_DATA_CACHE = 'beti-offline-data';

/** Request header (removed before sending): keep a copy of this answer and read it when offline. */
export const OFFLINE_REQUEST_HEADER = 'x-beti-offline-copy';

/** Response header of an answer read from the copy rather than the server. */
export const OFFLINE_COPY_HEADER = 'x-beti-offline-copy-of';

/** The location report's and the animal directory's operations: what a user may read offline. */
export const OFFLINE_OPERATIONS: ReadonlySet<string> = new Set([
  'LocationReportHealth',
  'LocationReportLatest',
  'LocationReportZones',
  'LocationReportAnimals',
  'LocationReportMovements',
  'AnimalsDirectory',
]);
