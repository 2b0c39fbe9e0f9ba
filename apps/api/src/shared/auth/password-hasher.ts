import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** Passwords are hashed here, in the API; the domain only ever stores the resulting hash. */
@Injectable()
export class PasswordHasher {
  /** argon2id with the library's defaults (64 MiB, 3 passes): about 50 ms per hash. */
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) return false;
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
