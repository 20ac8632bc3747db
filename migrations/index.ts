/** Every migration, in order. `npm run migration:generate` adds its file here. */
import { Foundation1764100000000 } from './1764100000000-Foundation.js';
import { Identity1764200000000 } from './1764200000000-Identity.js';
import { Reports1764300000000 } from './1764300000000-Reports.js';
import { AnimalPageIndex1764400000000 } from './1764400000000-AnimalPageIndex.js';
import { Accounts1764500000000 } from './1764500000000-Accounts.js';
import { ParseRequests1764600000000 } from './1764600000000-ParseRequests.js';
import { FirstRun1764616000000 } from './1764616000000-FirstRun.js';
import { ReportDismissals1764716000000 } from './1764716000000-ReportDismissals.js';
import { History1764816000000 } from './1764816000000-History.js';
import { Settings1764816100000 } from './1764816100000-Settings.js';
import { Alerts1764816200000 } from './1764816200000-Alerts.js';
import { ApiKeys1764916000000 } from './1764916000000-ApiKeys.js';
import { ApiKeyScopes1765000000000 } from './1765000000000-ApiKeyScopes.js';
import { DeviceVerifications1765000100000 } from './1765000100000-DeviceVerifications.js';
import { InvitationCancelReason1765000200000 } from './1765000200000-InvitationCancelReason.js';

export const migrations = [Foundation1764100000000, Identity1764200000000, Reports1764300000000, AnimalPageIndex1764400000000, Accounts1764500000000, ParseRequests1764600000000, FirstRun1764616000000, ReportDismissals1764716000000, History1764816000000, Settings1764816100000, Alerts1764816200000, ApiKeys1764916000000, ApiKeyScopes1765000000000, DeviceVerifications1765000100000, InvitationCancelReason1765000200000];
