import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';

/** Image uploads through the file store port (filesystem or GridFS). */
@Module({ controllers: [ImagesController] })
export class UploadsModule {}
