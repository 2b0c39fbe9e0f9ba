export class ProductionQueueQuery {
  constructor(
    readonly kind: 'orders' | 'designs',
    /** Everything, the finished too: completed and cancelled orders, approved and archived designs. */
    readonly all: boolean,
  ) {}
}
