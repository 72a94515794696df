import { expect, test } from "vitest";
import { mailboxKey } from "./email-address";

test("mailboxKey: one key per mailbox: case, a +tag, and Gmail's dots and second domain make no difference", () => {
  for (const alias of [
    "alice@example.com",
    "Alice@Example.COM",
    "alice+1@example.com",
    "ALICE+news+more@example.com",
    "alice+@example.com",
  ]) {
    expect(mailboxKey(alias), alias).toBe("alice@example.com");
  }
  for (const alias of [
    "alice@gmail.com",
    "a.lice@gmail.com",
    "A.L.I.C.E+x@GMAIL.com",
    "alice@googlemail.com",
    "a.li.ce+2@googlemail.com",
  ]) {
    expect(mailboxKey(alias), alias).toBe("alice@gmail.com");
  }
});

test("mailboxKey: dots count outside Gmail, a local part that starts with + keeps it, the last @ splits", () => {
  expect(mailboxKey("a.lice@example.com")).toBe("a.lice@example.com");
  expect(mailboxKey("a.lice@gmail.co")).toBe("a.lice@gmail.co");
  expect(mailboxKey("a.lice@mail.gmail.com")).toBe("a.lice@mail.gmail.com");
  expect(mailboxKey("+tag@example.com")).toBe("+tag@example.com");
  expect(mailboxKey("++b@example.com")).toBe("+@example.com");
  expect(mailboxKey("bob+1@example.com")).toBe(mailboxKey("bob+3@example.com"));
  expect(mailboxKey("bob@example.com")).not.toBe(mailboxKey("bob@example.org"));
});
