// The consumer project of the packaging test and of the package benchmark: target/consumers/
// gets the tools of tests/package/fixture (exactly as its package-lock.json pins them) and the
// `npm pack` tarball of pkg/, installed as a user installs it.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const dir = join(root, "target", "consumers");
export const bin = join(dir, "node_modules", ".bin");

/** Runs `cmd` in the consumer project (or `options.cwd`) and returns its standard output. */
export const sh = (cmd, args, options = {}) =>
  execFileSync(cmd, args, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options });

/** A fresh consumer project with the packed package installed; returns the tarball's path. */
export function install() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of ["package.json", "package-lock.json"]) {
    cpSync(join(root, "tests", "package", "fixture", file), join(dir, file));
  }
  sh("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"]);
  const tarball = join(dir, sh("npm", ["pack", join(root, "pkg"), "--pack-destination", dir, "--silent"]).trim().split("\n").pop());
  sh("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", tarball]);
  return tarball;
}

/** Writes `files` (name -> text) into a new folder `name` of the consumer project. */
export function project(name, files) {
  const at = join(dir, name);
  rmSync(at, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(at, file, ".."), { recursive: true });
    writeFileSync(join(at, file), text);
  }
  return at;
}
