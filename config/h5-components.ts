import * as fs from 'fs'
import * as path from 'path'

/**
 * H5 only. Taro defines all its React components (View, Swiper, Textarea…) in ONE module,
 * @tarojs/components/lib/react/components.js. Webpack decides which exports are used for the whole build, not per
 * page, so every page chunk carried every component some page or NutUI uses (the Swiper and its slider library
 * landed in pages without a swiper). This writes the same definitions one module per component, plus an index
 * that only re-exports them (sideEffects: false): each page chunk then links just the components it imports.
 * Returns the index to alias '@tarojs/components' to. Fails the build if Taro's file no longer has the expected shape.
 */
export function writeH5ComponentModules(outDir: string): string {
  const lib = path.join(path.dirname(require.resolve('@tarojs/components')), '..', 'lib', 'react')
  const source = fs.readFileSync(path.join(lib, 'components.js'), 'utf8')
  const defs = [...source.matchAll(/^const (\w+) = \/\*@__PURE__\*\/ createReactComponent\('([\w-]+)', undefined, manipulatePropsFunction, (\w+)\);$/gm)]
  const exported = source.match(/^export \{([^}]+)\};$/m)?.[1].split(',').map((s) => s.trim()) ?? []
  const defined = new Set(defs.map((d) => d[1]))
  const unknown = exported.filter((name) => !defined.has(name) && name !== 'Block')
  if (defs.length < 50 || unknown.length) {
    throw new Error(`config/h5-components.ts: unexpected ${path.join(lib, 'components.js')} (not understood: ${unknown.join(', ') || 'the definitions'})`)
  }
  const abs = (p: string) => JSON.stringify(p)
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'taro-h5-components', private: true, sideEffects: false }),
    'index.js': [`export { Fragment as Block } from 'react';`, ...defs.map(([, name]) => `export { ${name} } from './${name}.js';`)].join('\n') + '\n',
  }
  for (const [, name, tag, define] of defs) {
    files[`${name}.js`] = [
      `import { createReactComponent } from ${abs(path.join(lib, 'react-component-lib/createComponent.js'))};`,
      `import { manipulatePropsFunction } from ${abs(path.join(lib, 'helper.js'))};`,
      `import { ${define} } from '@tarojs/components/dist/components';`,
      `export const ${name} = /*@__PURE__*/ createReactComponent('${tag}', undefined, manipulatePropsFunction, ${define});`,
    ].join('\n') + '\n'
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
