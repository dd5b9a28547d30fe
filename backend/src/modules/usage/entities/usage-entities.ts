import {
  TokenAllowanceEntity,
  UsageMonthCounterEntity,
  UsageNoticeEntity,
} from './allowance.entities';
import { UsageDailyEntity } from './usage-daily.entity';
import { UsageRecordEntity } from './usage-record.entity';

export const USAGE_ENTITIES = [
  UsageRecordEntity,
  UsageDailyEntity,
  UsageMonthCounterEntity,
  TokenAllowanceEntity,
  UsageNoticeEntity,
];
