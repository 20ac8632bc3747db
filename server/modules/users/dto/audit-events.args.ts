import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';
import { IsPage } from '../../../common/validation/paging.js';

@ArgsType()
export class AuditEventsArgs {
  @Field(() => Int, { defaultValue: 1 })
  @IsPage()
  page: number = 1;

  @Field(() => Int, { defaultValue: 50 })
  @IsInt()
  @Min(1, { message: 'limit must be at least 1' })
  @Max(200, { message: 'limit must be at most 200' })
  limit: number = 50;
}
