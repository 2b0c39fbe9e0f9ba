export class ListMailQuery {
  constructor(readonly limit: number) {}
}
