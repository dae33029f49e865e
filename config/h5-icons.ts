import * as fs from 'fs'
import * as path from 'path'

/**
 * H5 only. @nutui/icons-react-taro marks its index (index.es.js, which only re-exports one file per icon) as having
 * side effects, so webpack cannot look through it: it concatenates the index with every icon some screen uses
 * (about 20) and puts that whole block in each page chunk that needs any icon (home carried a star, a tick and
 * arrows it never draws). This writes the same re-exports into an index without side effects, so each chunk links
 * just the icons its own modules import. The original index also imported the icons' stylesheet, which this one
 * cannot carry (webpack skips an index without side effects): src/app.ts loads it on H5. Returns the file to alias
 * '@nutui/icons-react-taro' to.
 */
export function writeH5IconIndex(outDir: string): string {
  const pkg = path.dirname(require.resolve('@nutui/icons-react-taro/package.json'))
  const source = fs.readFileSync(path.join(pkg, 'dist/es/index.es.js'), 'utf8')
  const lines = source.split('\n').filter((l) => l.startsWith('export '))
  if (lines.length < 100 || lines.some((l) => !/^export \{[^}]+\} from "\.\/icons\/[\w]+\.js";$/.test(l))) {
    throw new Error(`config/h5-icons.ts: unexpected ${path.join(pkg, 'dist/es/index.es.js')}`)
  }
  const index = lines.map((l) => l.replace('"./icons/', JSON.stringify(path.join(pkg, 'dist/es/icons') + '/').slice(0, -1))).join('\n') + '\n'
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'nutui-icons-index', private: true, sideEffects: false }),
    'index.js': index,
  }
  fs.mkdirSync(outDir, { recursive: true })
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(outDir, file)
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue
    // another build may be writing the same files: write aside, then rename (atomic)
    const tmp = `${target}.${process.pid}.tmp`
    fs.writeFileSync(tmp, text)
    fs.renameSync(tmp, target)
  }
  return path.join(outDir, 'index.js')
}
