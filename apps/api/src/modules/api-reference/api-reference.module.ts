import { Module } from '@nestjs/common';
import { ApiReferenceController } from './api-reference.controller';

/** The api's own description: GET /openapi.json and the reference page at /docs. */
@Module({ controllers: [ApiReferenceController] })
export class ApiReferenceModule {}
