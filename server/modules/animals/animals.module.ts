import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnimalEntity, ZoneCapacityEntity } from './animal.entity.js';
import { AnimalsLegacyController } from './animals.legacy.controller.js';
import { AnimalsResolver } from './animals.resolver.js';
import { AnimalsService } from './animals.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([AnimalEntity, ZoneCapacityEntity])],
  controllers: [AnimalsLegacyController],
  providers: [AnimalsService, AnimalsResolver],
  exports: [AnimalsService],
})
export class AnimalsModule {}
