import {
  TokenAllowanceEntity,
  UsageMonthCounterEntity,
  UsageNoticeEntity,
} from './allowance.entities';
import { UsageDailyEntity, UsageDayTotalsEntity, UsageMonthlyEntity } from './usage-daily.entity';
import { UsageRecordEntity } from './usage-record.entity';

export const USAGE_ENTITIES = [
  UsageRecordEntity,
  UsageDailyEntity,
  UsageMonthlyEntity,
  UsageDayTotalsEntity,
  UsageMonthCounterEntity,
  TokenAllowanceEntity,
  UsageNoticeEntity,
];
