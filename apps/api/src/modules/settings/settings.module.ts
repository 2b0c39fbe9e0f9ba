import { Module } from '@nestjs/common';
import { SettingsController } from './settings.controller';

/** Organisation settings (spec 001: Settings), onboarding steps and the settings audit log. */
@Module({ controllers: [SettingsController] })
export class SettingsModule {}
