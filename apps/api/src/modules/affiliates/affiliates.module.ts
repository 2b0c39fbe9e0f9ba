import { Module } from '@nestjs/common';
import { AffiliatesController } from './affiliates.controller';

/** Affiliates (spec 002 Super-admin and partner): registration offers managed by superadmins. */
@Module({ controllers: [AffiliatesController] })
export class AffiliatesModule {}
