import { Module } from '@nestjs/common';
import { CustomFieldsController } from './custom-fields.controller';

/** Custom fields (spec 001): their list, create and update. */
@Module({ controllers: [CustomFieldsController] })
export class CustomFieldsModule {}
