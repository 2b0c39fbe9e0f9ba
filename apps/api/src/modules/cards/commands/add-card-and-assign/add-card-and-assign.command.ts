import type { AddCardAndAssignBody } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';

export class AddCardAndAssignCommand {
  constructor(
    readonly body: AddCardAndAssignBody,
    readonly metadata: CommandMetadata,
  ) {}
}
