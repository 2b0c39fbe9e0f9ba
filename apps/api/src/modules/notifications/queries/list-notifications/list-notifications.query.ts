export class ListNotificationsQuery {
  constructor(readonly userId: string) {}
}
