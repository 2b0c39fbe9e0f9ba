import { Module } from '@nestjs/common';
import { ImageStore } from './image-store';
import { ImagesController } from './images.controller';

/** Image uploads through the file store port (filesystem or GridFS). */
@Module({ controllers: [ImagesController], providers: [ImageStore], exports: [ImageStore] })
export class UploadsModule {}
