export class SignInWithPasswordCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
  ) {}
}
