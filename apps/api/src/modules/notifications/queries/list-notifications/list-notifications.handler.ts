import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NotificationsResponse, UserNotification } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { userNotificationsProjection } from '@profyle/projector';
import { publicView, readModel } from '../../../../shared/read-model/read-model';
import { ListNotificationsQuery } from './list-notifications.query';

/** The user's own notifications, newest first; deleted ones are gone (the web splits New and All itself). */
@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery, NotificationsResponse> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ userId }: ListNotificationsQuery): Promise<NotificationsResponse> {
    const rows = await readModel(this.store, userNotificationsProjection).find({ user_id: userId, deleted: false }, { sort: [['created_at', -1]], limit: 200 });
    return { data: rows.map((row) => publicView<UserNotification>(row, 'user_id')) };
  }
}
