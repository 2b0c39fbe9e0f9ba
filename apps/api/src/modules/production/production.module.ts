import { Module } from '@nestjs/common';
import { ProductionQueueController } from './queries/production-queue/production-queue.controller';
import { ProductionQueueHandler } from './queries/production-queue/production-queue.handler';

/** The superadmin's production queue (spec 002): open orders and designs needing work, across organisations. */
@Module({ controllers: [ProductionQueueController], providers: [ProductionQueueHandler] })
export class ProductionModule {}
