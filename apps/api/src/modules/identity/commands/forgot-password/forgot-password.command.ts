export class ForgotPasswordCommand {
  constructor(
    readonly email: string,
    readonly continueUrl: string | undefined,
    readonly origin: string,
    readonly ip: string,
  ) {}
}
